import torch
from torch.export import Dim, export

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.Dropout(0.5), torch.nn.Linear(8, 2)).to(device)
x = torch.randn(4, 8, device=device)

# Pitfall 1: exporting a model that is still in train mode (the default after construction).
print("model.training at export time:", model.training)
program = export(model, (x,))
model.eval()
try:
    torch.testing.assert_close(program.module()(x), model(x))
except AssertionError as exc:
    print("train-mode export vs eval eager:", str(exc).splitlines()[0])

program = export(model, (x,))  # exported again, now in eval mode
torch.testing.assert_close(program.module()(x), model(x))
print("eval-mode export matches eager: True")

# Pitfall 2: a batch-size-1 example input with a dynamic batch dimension.
# Size 1 gets specialised, so export refuses to treat it as dynamic.
try:
    export(model, (torch.randn(1, 8, device=device),), dynamic_shapes=({0: Dim("batch")},))
except Exception as exc:
    print(type(exc).__name__ + ":", str(exc).splitlines()[0])
    print(str(exc).splitlines()[1].strip())

# Fix: use an example batch of 2 or more; the range can still include 1 via min=1.
program = export(model, (torch.randn(2, 8, device=device),), dynamic_shapes=({0: Dim("batch", min=1)},))
one = torch.randn(1, 8, device=device)
torch.testing.assert_close(program.module()(one), model(one))
print("example batch 2, min=1: batch 1 runs and matches eager")
