import torch
import torch.nn.functional as F

log_rate = torch.tensor([0.5, 2.0, 4.0]).log()  # 模型预测 log(rate)
counts = torch.tensor([0.0, 2.0, 5.0])

criterion = torch.nn.PoissonNLLLoss(reduction="none")  # 默认 log_input=True
print(criterion(log_rate, counts))  # exp(x) - y * x

# full=True 加上 log(y!) 的 Stirling 近似，接近精确的泊松负对数似然
print(F.poisson_nll_loss(log_rate, counts, full=True, reduction="none"))
print(-torch.distributions.Poisson(log_rate.exp()).log_prob(counts))
