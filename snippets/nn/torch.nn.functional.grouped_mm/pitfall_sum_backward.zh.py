import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(8, 16, requires_grad=True)
expert_weights = torch.randn(3, 16, 8, requires_grad=True)
offs = torch.tensor([2, 5, 8], dtype=torch.int32)

out = F.grouped_mm(tokens, expert_weights, offs=offs)
out.mean().backward()  # 没问题
print(tokens.grad.shape, expert_weights.grad.shape)

out = F.grouped_mm(tokens, expert_weights, offs=offs)
# sum() 的梯度是步长为 0 的扩展张量，这里的反向传播不接受它
out.sum().backward()
