import torch
import torch.nn.functional as F

anchor, positive, negative = torch.zeros(3, 2, 4)

loss = torch.nn.TripletMarginWithDistanceLoss(distance_function=F.pairwise_distance)
print(loss(anchor, positive, negative))
torch.nn.TripletMarginWithDistanceLoss(F.pairwise_distance)  # distance_function is keyword-only
