import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])

print(torch.quantile(x, 0.5))                        # 2.5: interpolates, unlike torch.median
print(torch.quantile(x, torch.tensor([0.25, 0.75]))) # several quantiles: one per q

for mode in ["linear", "lower", "higher", "nearest", "midpoint"]:
    print(mode, torch.quantile(x, 0.4, interpolation=mode))

m = torch.arange(12.0).reshape(3, 4)
print(m.quantile(torch.tensor([0.25, 0.75]), dim=1, keepdim=True).shape)  # q's dim comes first

# nanquantile ignores NaN
y = torch.tensor([1.0, float("nan"), 3.0, 4.0])
print(torch.quantile(y, 0.5), torch.nanquantile(y, 0.5))
