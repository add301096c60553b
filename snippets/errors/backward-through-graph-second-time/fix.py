import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 1.0, 2.0], device=device, requires_grad=True)

# Usual fix: rebuild the graph with a fresh forward pass for every backward.
for step in range(2):
    x.grad = None
    loss = x.exp().sum()
    loss.backward()
    print(step, x.grad)

# Only when two backward passes really must share one graph: keep it alive.
x.grad = None
loss = x.exp().sum()
loss.backward(retain_graph=True)
loss.backward()  # works; gradients accumulate: 2 * exp(x)
print(x.grad)
