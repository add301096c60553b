import torch

col = torch.tensor([[1.0], [2.0]])        # shape (2, 1)
e = col.expand(2, 3)                      # size-1 dim repeated without copying
print(e)
print(e.stride(), e.data_ptr() == col.data_ptr())   # stride 0, same memory

print(col.expand(-1, 4).shape)            # -1 keeps a size
print(col.expand(5, 2, 3).shape)          # new leading dims are allowed

bias = torch.tensor([0.1, 0.2, 0.3])
x = torch.zeros(4, 3)
print(bias.expand_as(x).shape, torch.broadcast_to(bias, (4, 3)).shape)

# gradients of an expanded tensor are summed back
w = torch.ones(1, 3, requires_grad=True)
w.expand(4, 3).sum().backward()
print(w.grad)
