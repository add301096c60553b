import torch
import torch.nn.functional as F

device = torch.device("cuda")
torch.manual_seed(0)

if torch.cuda.get_device_capability(device) < (8, 9):
    print("float8 matmul needs compute capability 8.9 or newer")
else:
    # M、K、N 都是 16 的倍数；a 行主序，b 列主序（连续张量的转置）
    a = torch.randn(64, 32, device=device).to(torch.float8_e4m3fn)
    b = torch.randn(64, 32, device=device).to(torch.float8_e4m3fn).t()
    print(a.is_contiguous(), b.is_contiguous(), b.stride())
    one = torch.tensor(1.0, device=device)
    out = F.scaled_mm(a, b, one, F.ScalingType.TensorWise, one, F.ScalingType.TensorWise)
    print(out.shape, out.dtype)
