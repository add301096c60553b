import torch

torch.manual_seed(0)
rates = torch.tensor([1, 5, 10])        # 整数速率
print(torch.poisson(rates.float()))
torch.poisson(rates)                    # 没有整数实现
