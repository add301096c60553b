import torch

log_probs = torch.log_softmax(torch.tensor([[2.0, 0.5, -1.0]]), dim=1)
target = torch.tensor([0.0])  # labels loaded as float, e.g. from a NumPy array

torch.nn.NLLLoss()(log_probs, target)  # fix: target.long()
