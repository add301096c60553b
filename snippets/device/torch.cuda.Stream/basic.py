import torch

if torch.cuda.is_available():
    torch.manual_seed(0)
    main = torch.cuda.current_stream()
    side = torch.cuda.Stream()  # a second queue of work on the same GPU

    x = torch.randn(1024, 1024, device="cuda")  # produced on the main stream
    side.wait_stream(main)  # side must not read x before it is ready
    with torch.cuda.stream(side):
        y = x @ x  # queued on the side stream
    x.record_stream(side)  # x is used on side: do not reuse its memory too early
    main.wait_stream(side)  # main must wait for y before using it
    print(torch.allclose(y, x @ x, atol=1e-3), y.device)
else:
    print("no CUDA device: streams need a GPU (torch.cuda.Stream() raises RuntimeError here)")
