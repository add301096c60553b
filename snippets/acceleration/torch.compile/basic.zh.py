import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 2)
).to(device)

# backend="aot_eager" 捕获图的方式与默认后端（"inductor"）完全相同，
# 但跳过代码生成，所以编译用时远不到一秒。
# 实际代码中去掉这个参数，才能得到生成的内核。
compiled = torch.compile(model, backend="aot_eager")
print(type(compiled).__name__, compiled._orig_mod is model)

x = torch.randn(3, 4, device=device)
out = compiled(x)  # 第一次调用时触发编译
print(out.shape, torch.allclose(out, model(x)))


@torch.compile(backend="aot_eager")  # 也可以当装饰器用
def scaled_tanh(x):
    return 2 * torch.tanh(x)


print(scaled_tanh(torch.zeros(2, device=device)))
