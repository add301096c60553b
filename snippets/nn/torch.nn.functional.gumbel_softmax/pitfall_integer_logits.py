import torch
import torch.nn.functional as F

scores = torch.tensor([[3, 1, 0]])  # integer scores
F.gumbel_softmax(scores, tau=1.0)
