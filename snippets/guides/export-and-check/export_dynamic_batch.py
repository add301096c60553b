import torch
from torch.export import Dim, export

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Classifier(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Dropout(0.1))
        self.head = torch.nn.Linear(32, 3)

    def forward(self, x):
        return self.head(self.body(x)).softmax(dim=-1)


torch.manual_seed(0)
model = Classifier().to(device).eval()  # eval() BEFORE export: Dropout/BatchNorm are baked in as traced
example = torch.randn(4, 16, device=device)

# Static export: every input dimension is fixed to the example's size.
static = export(model, (example,))
try:
    static.module()(torch.randn(7, 16, device=device))
except Exception as exc:  # the exported module checks its input shapes
    print("static export, batch 7:", type(exc).__name__, "-", exc)

# Dynamic batch: name the dimension and give it a range. The key is the forward() argument name.
batch = Dim("batch", min=1, max=1024)
program = export(model, (example,), dynamic_shapes={"x": {0: batch}})
exported = program.module()

# Check numerical agreement against eager on several batch sizes, not only the example's.
with torch.no_grad():
    for n in (1, 4, 33):
        x = torch.randn(n, 16, device=device)
        torch.testing.assert_close(exported(x), model(x))
        print(f"batch {n:>2}: output {tuple(exported(x).shape)} matches eager")

try:
    exported(torch.randn(4, 15, device=device))
except Exception as exc:
    print("wrong feature size:", type(exc).__name__, "-", exc)
