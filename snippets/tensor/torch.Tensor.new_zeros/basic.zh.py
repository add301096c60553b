import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
x = torch.ones(2, 3, dtype=torch.float64, device=device)

z = x.new_zeros(4)                    # dtype 和 device 取自 x，形状是新的
print(z.shape, z.dtype, z.device == x.device)
print(x.new_ones((2, 2)).dtype)
print(x.new_full((3,), -1.0))
print(x.new_empty(5).shape)           # 未初始化，与 torch.empty 相同
print(x.new_tensor([1, 2, 3]))        # 复制数据，dtype 取自 x（float64）
print(x.new_zeros(2, dtype=torch.long).dtype)   # 需要时可以覆盖

# 在模块内部：不需要知道设备或 dtype
class MaskedIdentity(torch.nn.Module):
    def forward(self, h):
        mask = h.new_ones(h.shape[0], 1)
        return h * mask

print(MaskedIdentity()(x).shape)
