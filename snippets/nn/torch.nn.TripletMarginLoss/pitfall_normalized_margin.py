import torch
import torch.nn.functional as F

torch.manual_seed(0)
anchor = F.normalize(torch.randn(4, 8), dim=1)  # unit-length embeddings
positive = anchor.clone()                       # the best case: positive on the anchor
negative = -anchor                              # negative as far as possible (distance 2)

print(torch.nn.TripletMarginLoss(margin=1.0)(anchor, positive, negative))
print(torch.nn.TripletMarginLoss(margin=3.0)(anchor, positive, negative))  # can never reach 0
