import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
loss = (w ** 2).sum()

loss.backward(retain_graph=True)  # keep saved tensors for a second pass
print(w.grad)
loss.backward()  # works, and adds to the existing .grad
print(w.grad)

# Only compute gradients for some leaves with `inputs`
a = torch.tensor(1.0, device=device, requires_grad=True)
b = torch.tensor(2.0, device=device, requires_grad=True)
(a * b).backward(inputs=[a])
print(a.grad, b.grad)
