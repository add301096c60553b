import torch

x = torch.tensor([-float("inf"), -1e38, 0.0, float("inf"), float("nan")])
print(torch.isneginf(x))
print(torch.isposinf(x))
print(torch.isinf(x))        # both signs

# log-probabilities: -inf marks impossible events
log_p = torch.log(torch.tensor([0.5, 0.0, 0.5]))
print(log_p, torch.isneginf(log_p))
