import torch

torch.manual_seed(0)
class_weights = torch.tensor([0.2, 0.3, 0.5])
# meant: a batch of 8 class ids drawn by weight
torch.multinomial(class_weights, 8)   # without replacement at most 3 can be drawn
