import torch
import torch.nn.functional as F

log_rate = torch.tensor([0.5, 2.0, 4.0]).log()  # the model predicts log(rate)
counts = torch.tensor([0.0, 2.0, 5.0])

criterion = torch.nn.PoissonNLLLoss(reduction="none")  # log_input=True by default
print(criterion(log_rate, counts))  # exp(x) - y * x

# full=True adds a Stirling approximation of log(y!), close to the exact Poisson NLL
print(F.poisson_nll_loss(log_rate, counts, full=True, reduction="none"))
print(-torch.distributions.Poisson(log_rate.exp()).log_prob(counts))
