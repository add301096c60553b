import torch
import torch.nn.functional as F

torch.manual_seed(0)
anchor = torch.randn(4, 8)
positive = anchor + 0.5 * torch.randn(4, 8)
negative = anchor + torch.randn(4, 8)


def cosine_distance(x, y):
    return 1.0 - F.cosine_similarity(x, y)  # small when similar


criterion = torch.nn.TripletMarginWithDistanceLoss(distance_function=cosine_distance, margin=0.5, reduction="none")
print(criterion(anchor, positive, negative))

# without distance_function it is TripletMarginLoss with its defaults
default = torch.nn.TripletMarginWithDistanceLoss()(anchor, positive, negative)
print(torch.allclose(default, torch.nn.TripletMarginLoss()(anchor, positive, negative)))
