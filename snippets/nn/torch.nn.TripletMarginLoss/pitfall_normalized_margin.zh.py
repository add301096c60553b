import torch
import torch.nn.functional as F

torch.manual_seed(0)
anchor = F.normalize(torch.randn(4, 8), dim=1)  # 单位长度的嵌入
positive = anchor.clone()                       # 最理想的情况：正样本与锚点重合
negative = -anchor                              # 负样本尽可能远（距离为 2）

print(torch.nn.TripletMarginLoss(margin=1.0)(anchor, positive, negative))
print(torch.nn.TripletMarginLoss(margin=3.0)(anchor, positive, negative))  # 永远到不了 0
