import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 2)
).to(device)

# backend="aot_eager" captures the graph exactly like the default backend
# ("inductor") but skips code generation, so it compiles in well under a second.
# Drop the argument in real code to get the generated kernels.
compiled = torch.compile(model, backend="aot_eager")
print(type(compiled).__name__, compiled._orig_mod is model)

x = torch.randn(3, 4, device=device)
out = compiled(x)  # the first call triggers compilation
print(out.shape, torch.allclose(out, model(x)))


@torch.compile(backend="aot_eager")  # also works as a decorator
def scaled_tanh(x):
    return 2 * torch.tanh(x)


print(scaled_tanh(torch.zeros(2, device=device)))
