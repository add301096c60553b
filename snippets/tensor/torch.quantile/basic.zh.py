import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])

print(torch.quantile(x, 0.5))                        # 2.5：会插值，这点与 torch.median 不同
print(torch.quantile(x, torch.tensor([0.25, 0.75]))) # 多个分位数：每个 q 一个结果

for mode in ["linear", "lower", "higher", "nearest", "midpoint"]:
    print(mode, torch.quantile(x, 0.4, interpolation=mode))

m = torch.arange(12.0).reshape(3, 4)
print(m.quantile(torch.tensor([0.25, 0.75]), dim=1, keepdim=True).shape)  # q 对应的维度排在最前面

# nanquantile 忽略 NaN
y = torch.tensor([1.0, float("nan"), 3.0, 4.0])
print(torch.quantile(y, 0.5), torch.nanquantile(y, 0.5))
