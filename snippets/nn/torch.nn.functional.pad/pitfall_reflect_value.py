import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seq = torch.arange(3.0, device=device).view(1, 1, 3)
# value only applies to mode="constant"; 0.0 happens to be tolerated, anything else raises
print(F.pad(seq, (1, 1), mode="reflect", value=0.0))
F.pad(seq, (1, 1), mode="reflect", value=-1.0)
