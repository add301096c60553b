import torch

torch.manual_seed(0)
anchor, positive, negative = torch.randn(3, 4, 8)

print(torch.nn.TripletMarginLoss(margin=0.1)(anchor, positive, negative))
torch.nn.TripletMarginLoss(margin=0.0)  # 构造时就被拒绝
