import torch
import torch.nn.functional as F

torch.manual_seed(0)
anchor = torch.randn(4, 8)
positive = anchor + 0.1 * torch.randn(4, 8)  # already near the anchor
negative = -anchor                           # already opposite

good = torch.nn.TripletMarginWithDistanceLoss(distance_function=lambda x, y: 1 - F.cosine_similarity(x, y))
bad = torch.nn.TripletMarginWithDistanceLoss(distance_function=F.cosine_similarity)
print(good(anchor, positive, negative))  # the embedding is already right: 0
print(bad(anchor, positive, negative))   # a similarity: the maximum loss, pushing the wrong way
