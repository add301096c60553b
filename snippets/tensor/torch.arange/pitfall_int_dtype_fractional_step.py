import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# The length comes from the float step 0.25, the values from the step converted to the integer 0.
print(torch.arange(0, 2, 0.25, dtype=torch.int64, device=device))
