import os
import subprocess
import sys

# A stand-in for train.py: each worker prints what torchrun put in its environment,
# as one write, so the lines of two workers sharing the pipe cannot interleave.
with open("worker.py", "w") as f:
    f.write('import os\nos.write(1, f\'{os.environ["LOCAL_RANK"]} {os.environ.get("OMP_NUM_THREADS")}\\n\'.encode())\n')


def launch(nproc, **env):
    env = {**{k: v for k, v in os.environ.items() if k != "OMP_NUM_THREADS"}, **env}
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={nproc}", "worker.py"]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
    return sorted(out.splitlines())


print("1 process, unset:  ", launch(1))                       # ['0 None']: torchrun sets nothing
print("2 processes, unset:", launch(2))                       # ['0 1', '1 1']: set to 1
print("2 processes, set 4:", launch(2, OMP_NUM_THREADS="4"))  # ['0 4', '1 4']: your value is kept
