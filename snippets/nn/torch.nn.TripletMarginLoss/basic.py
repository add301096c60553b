import torch
import torch.nn.functional as F

torch.manual_seed(0)
anchor = torch.randn(4, 8)
positive = anchor + 0.3 * torch.randn(4, 8)  # close to the anchor
negative = anchor + 0.6 * torch.randn(4, 8)  # a bit further away

criterion = torch.nn.TripletMarginLoss(margin=1.0, reduction="none")
print(criterion(anchor, positive, negative))

d_pos = F.pairwise_distance(anchor, positive)
d_neg = F.pairwise_distance(anchor, negative)
print((d_pos - d_neg + 1.0).clamp(min=0))  # the same, by hand
