import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

log_softmax = torch.nn.LogSoftmax(dim=1)
logits = torch.tensor([[1.0, 2.0, 3.0],
                       [0.0, 200.0, 0.0]], device=device)
log_probs = log_softmax(logits)
print(log_probs)  # finite even where softmax underflows to 0
print(log_probs.exp().sum(dim=1))  # exp gives probabilities that sum to 1

# LogSoftmax + NLLLoss is the same as CrossEntropyLoss on the logits
target = torch.tensor([2, 1], device=device)
print(torch.nn.NLLLoss()(log_probs, target))
print(torch.nn.CrossEntropyLoss()(logits, target))
