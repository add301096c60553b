import torch
from torch.cuda.green_contexts import GreenContext

if torch.cuda.is_available():
    x = torch.randn(1024, 1024, device="cuda")
    ctx = GreenContext(num_sms=16)  # a slice of the GPU: 16 streaming multiprocessors
    stream = ctx.Stream()  # work on this stream runs on those SMs only
    stream.wait_stream(torch.cuda.current_stream())  # x was made on the default stream
    with torch.cuda.stream(stream):
        y = x @ x
    torch.cuda.current_stream().wait_stream(stream)  # synchronise before using y elsewhere
    print("SMs:", ctx.sm_count, "result:", tuple(y.shape))
else:
    print("no CUDA device: green contexts need an NVIDIA GPU")
