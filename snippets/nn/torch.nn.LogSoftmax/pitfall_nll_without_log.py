import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[2.0, 0.5, -1.0]], device=device)
target = torch.tensor([0], device=device)

# NLLLoss expects log-probabilities; raw logits or probabilities give nonsense
print(torch.nn.NLLLoss()(torch.nn.LogSoftmax(dim=1)(logits), target))  # correct: 0.2413
print(torch.nn.NLLLoss()(logits, target))                              # raw logits: -2.0, a negative "loss"
print(torch.nn.NLLLoss()(torch.nn.Softmax(dim=1)(logits), target))     # probabilities: wrong
