import torch

log_probs = torch.log_softmax(torch.zeros(2, 3), dim=1)  # the model has 3 classes
target = torch.tensor([1, 3])  # labels numbered 1..3 instead of 0..2

torch.nn.NLLLoss()(log_probs, target)
