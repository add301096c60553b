import torch

torch.manual_seed(0)
x = torch.randn(2, 5, 8) * 3 + 10  # (batch, seq_len, hidden)

ln = torch.nn.LayerNorm(8)
y = ln(x)

print(ln.weight.shape, ln.bias.shape)  # 每个特征一个 gamma/beta
print(y.shape)
# 现在每个 (batch, position) 向量的均值为 0、方差为 1
print(y.mean(dim=-1).abs().max() < 1e-5)
print(y.var(dim=-1, unbiased=False).sub(1).abs().max() < 1e-3)
# 没有滑动统计量：训练模式和评估模式结果相同
print(list(ln.buffers()))
ln.eval()
print(torch.equal(ln(x), y))
