import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device)
swap = torch.tensor([[0.0, 1.0], [1.0, 0.0]], device=device)

expected = x + swap @ x
print("expected:\n", expected)

y = x.clone()
y.addmm_(swap, y)  # mat2 is the tensor being overwritten
print("in-place with aliasing:\n", y)
print("match:", torch.equal(y, expected))

z = x.clone()
z.addmm_(swap, z.clone())  # give it an independent copy instead
print("with clone, match:", torch.equal(z, expected))
