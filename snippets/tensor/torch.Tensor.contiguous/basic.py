import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).view(2, 3)
t = x.t()
print("t:", t.stride(), t.is_contiguous())

c = t.contiguous()  # copies into row-major order
print("c:", c.stride(), c.is_contiguous())
print("same values:", torch.equal(c, t))
print("same memory as x:", c.data_ptr() == x.data_ptr())
print(c.view(-1))  # view works on the contiguous copy

# already contiguous: no copy, the very same tensor object comes back
print("x.contiguous() is x:", x.contiguous() is x)
