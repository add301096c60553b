import torch
import torch.nn.functional as F

torch.manual_seed(0)
anchor = torch.randn(4, 8)
positive = anchor + 0.1 * torch.randn(4, 8)  # 已经贴近锚点
negative = -anchor                           # 已经在反方向

good = torch.nn.TripletMarginWithDistanceLoss(distance_function=lambda x, y: 1 - F.cosine_similarity(x, y))
bad = torch.nn.TripletMarginWithDistanceLoss(distance_function=F.cosine_similarity)
print(good(anchor, positive, negative))  # 嵌入已经正确：0
print(bad(anchor, positive, negative))   # 相似度：损失最大，方向相反
