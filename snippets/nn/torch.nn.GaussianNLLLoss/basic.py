import torch
import torch.nn.functional as F

torch.manual_seed(0)
features = torch.randn(4, 8)
head = torch.nn.Linear(8, 2)  # predicts a mean and a raw variance
target = torch.randn(4, 1)

with torch.no_grad():
    out = head(features)
mean = out[:, :1]
var = F.softplus(out[:, 1:]) + 1e-6  # keep the variance positive

criterion = torch.nn.GaussianNLLLoss(full=True, reduction="none")
print(criterion(mean, target, var).squeeze(1))
print(-torch.distributions.Normal(mean, var.sqrt()).log_prob(target).squeeze(1))  # the same
