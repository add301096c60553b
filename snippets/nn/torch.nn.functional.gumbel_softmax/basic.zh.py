import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.tensor([[2.0, 0.5, 0.1]], requires_grad=True)

soft = F.gumbel_softmax(logits, tau=1.0)
print(soft)  # 单纯形上的一个随机点；tau 越小越接近 one-hot

hard = F.gumbel_softmax(logits, tau=1.0, hard=True)
print(hard)  # 前向结果是严格的 one-hot……
(hard * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
print(logits.grad)  # ……但梯度经由软样本回传（直通估计）

# 采样频率服从 softmax(logits)
samples = F.gumbel_softmax(logits.detach().expand(20000, 3), hard=True)
print(samples.mean(0), torch.softmax(logits.detach(), -1))
