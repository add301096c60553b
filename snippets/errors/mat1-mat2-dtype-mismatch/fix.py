import numpy as np
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device)
features = np.array([[0.1, 0.2, 0.3]])

x = torch.from_numpy(features).to(device, torch.float32)  # match the weights
print(x.dtype, model(x).dtype)

# Or ask for the module's dtype explicitly, whatever it is:
x = torch.as_tensor(features, dtype=model.weight.dtype, device=device)
print(model(x).shape)

# Same rule for plain products: cast one side before torch.mm / @.
a = torch.ones(2, 3, device=device)
b = torch.ones(3, 2, dtype=torch.float64, device=device)
print(torch.mm(a, b.to(a.dtype)).dtype)
