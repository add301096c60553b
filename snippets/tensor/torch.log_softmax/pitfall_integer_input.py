import torch

scores = torch.tensor([[3, 1, 0]])               # integer scores, e.g. vote counts

print(torch.log_softmax(scores, dim=1, dtype=torch.float32))
torch.log_softmax(scores, dim=1)                 # no integer kernel
