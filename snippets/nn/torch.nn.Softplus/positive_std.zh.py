import torch
import torch.nn.functional as F

torch.manual_seed(0)
head = torch.nn.Linear(8, 2)  # 预测均值和一个不受约束的“原始”标准差
mean, raw = head(torch.randn(4, 8)).unbind(dim=-1)
std = F.softplus(raw) + 1e-4  # 严格为正，梯度也不会像 ReLU 那样“死掉”

dist = torch.distributions.Normal(mean, std)
print(bool((std > 0).all()), dist.sample().shape)
