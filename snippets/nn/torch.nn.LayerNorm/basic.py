import torch

torch.manual_seed(0)
x = torch.randn(2, 5, 8) * 3 + 10  # (batch, seq_len, hidden)

ln = torch.nn.LayerNorm(8)
y = ln(x)

print(ln.weight.shape, ln.bias.shape)  # one gamma/beta per feature
print(y.shape)
# every (batch, position) vector now has mean 0 and variance 1
print(y.mean(dim=-1).abs().max() < 1e-5)
print(y.var(dim=-1, unbiased=False).sub(1).abs().max() < 1e-3)
# no running statistics: train and eval mode give the same result
print(list(ln.buffers()))
ln.eval()
print(torch.equal(ln(x), y))
