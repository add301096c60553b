import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * 3
loss = (h ** 2).sum()
loss.backward(retain_graph=True)
h.retain_grad()                          # too late for the pass that already ran
print(h.grad)                            # None, and no warning this time

loss.backward()                          # only later passes are kept
print(h.grad)
