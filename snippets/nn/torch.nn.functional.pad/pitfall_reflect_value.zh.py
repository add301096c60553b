import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seq = torch.arange(3.0, device=device).view(1, 1, 3)
# value 只对 mode="constant" 有效；0.0 碰巧能被容忍，其他值都会报错
print(F.pad(seq, (1, 1), mode="reflect", value=0.0))
F.pad(seq, (1, 1), mode="reflect", value=-1.0)
