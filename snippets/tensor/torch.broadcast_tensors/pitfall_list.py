import torch

tensors = [torch.zeros(2, 1), torch.zeros(3)]
print([t.shape for t in torch.broadcast_tensors(*tensors)])
torch.broadcast_tensors(tensors)
