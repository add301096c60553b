import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
x = torch.ones(2, 3, dtype=torch.float64, device=device)

z = x.new_zeros(4)                    # dtype and device of x, a NEW shape
print(z.shape, z.dtype, z.device == x.device)
print(x.new_ones((2, 2)).dtype)
print(x.new_full((3,), -1.0))
print(x.new_empty(5).shape)           # uninitialized, like torch.empty
print(x.new_tensor([1, 2, 3]))        # data copied, dtype taken from x (float64)
print(x.new_zeros(2, dtype=torch.long).dtype)   # override when needed

# inside a module: no need to know the device or dtype
class MaskedIdentity(torch.nn.Module):
    def forward(self, h):
        mask = h.new_ones(h.shape[0], 1)
        return h * mask

print(MaskedIdentity()(x).shape)
