import torch

model = torch.nn.Linear(2, 1)
grads = [p.grad for p in model.parameters() if p.grad is not None]
print(len(grads))                      # 还没有 backward，没有梯度

torch._foreach_mul_(grads, 0.5)        # 空列表会被拒绝
