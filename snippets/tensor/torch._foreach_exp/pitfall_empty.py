import torch

model = torch.nn.Linear(2, 1)
grads = [p.grad for p in model.parameters() if p.grad is not None]
print(len(grads))                      # no backward yet, so no gradients

torch._foreach_mul_(grads, 0.5)        # an empty list is refused
