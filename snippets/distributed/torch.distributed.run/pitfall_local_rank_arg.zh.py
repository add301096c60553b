
import subprocess
import sys
import textwrap

# 为 torch.distributed.launch 编写的旧式脚本，launch 会传入 --local_rank=N。
with open("old_train.py", "w") as f:
    f.write(textwrap.dedent("""
        import argparse
        parser = argparse.ArgumentParser()
        parser.add_argument("--local_rank", type=int, required=True)
        args = parser.parse_args()
        print("local rank", args.local_rank)
    """))

cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node=1", "old_train.py"]
result = subprocess.run(cmd, capture_output=True, text=True, timeout=50)
print("exit code:", result.returncode)
print("argparse complained:", "the following arguments are required: --local_rank" in result.stderr)
