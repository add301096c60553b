import torch

log_rate = torch.tensor([5.0]).log()
count = torch.tensor([5.0])  # 完全正确的预测

print(torch.nn.PoissonNLLLoss()(log_rate, count))           # 为负数：省略了常数 log(y!)
print(torch.nn.PoissonNLLLoss(full=True)(log_rate, count))  # 加上 Stirling 项：为正
