import torch

log_rate = torch.tensor([5.0]).log()
count = torch.tensor([5.0])  # a perfect prediction

print(torch.nn.PoissonNLLLoss()(log_rate, count))           # negative: the log(y!) constant is left out
print(torch.nn.PoissonNLLLoss(full=True)(log_rate, count))  # with the Stirling term: positive
