import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# isnan() 查不出无穷大；isfinite() 两者都能查出。
v = torch.tensor([1.0, float("inf"), float("nan")], device=device)
print("isnan:   ", torch.isnan(v).tolist())
print("isfinite:", torch.isfinite(v).tolist())


class Exp(torch.nn.Module):
    def forward(self, x):
        return torch.exp(x)


torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(4, 8),
    Exp(),  # 输入较大时溢出为 inf
    torch.nn.LayerNorm(8),  # 归一化内部的 inf - inf 变成了 NaN
    torch.nn.Linear(8, 2),
).to(device)

first_bad = []


def check_output(name):
    def hook(module, inputs, output):
        if not torch.isfinite(output).all() and not first_bad:
            inputs_ok = all(torch.isfinite(t).all() for t in inputs if torch.is_tensor(t))
            first_bad.append((name, type(module).__name__, bool(inputs_ok)))
    return hook


handles = [m.register_forward_hook(check_output(n)) for n, m in model.named_modules() if n]

x = torch.randn(3, 4, device=device)
x[1] *= 1000  # 批次中有一个损坏的样本
out = model(x)
print("NaN per output row:", torch.isnan(out).any(dim=1).tolist())
name, kind, inputs_ok = first_bad[0]
print(f"first non-finite output: module {name!r} ({kind}); its inputs were finite: {inputs_ok}")

for h in handles:  # 调试完成后移除钩子
    h.remove()
