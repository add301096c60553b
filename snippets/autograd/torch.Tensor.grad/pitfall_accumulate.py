import torch

w = torch.tensor([1.0], requires_grad=True)
for step in range(3):
    loss = (3 * w).sum()
    loss.backward()                      # adds 3 to w.grad every time
    print(step, w.grad)

w.grad = None                            # clear before the next backward
(3 * w).sum().backward()
print(w.grad)
